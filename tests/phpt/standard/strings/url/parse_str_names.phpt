--TEST--
parse_str name mangling
--FILE--
<?php
parse_str("a.b=1&c d=2&  e=3&f[=4&g[h=5&i]=6&j[k]l=7", $out);
var_dump($out);
--EXPECT--
array(7) {
  ["a_b"]=>
  string(1) "1"
  ["c_d"]=>
  string(1) "2"
  ["e"]=>
  string(1) "3"
  ["f_"]=>
  string(1) "4"
  ["g_h"]=>
  string(1) "5"
  ["i]"]=>
  string(1) "6"
  ["j"]=>
  array(1) {
    ["k"]=>
    string(1) "7"
  }
}
