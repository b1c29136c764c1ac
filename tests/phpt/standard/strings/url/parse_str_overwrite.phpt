--TEST--
parse_str replaces the result variable
--FILE--
<?php
$out = ["old" => 1];
parse_str("", $out);
var_dump($out);
parse_str("a=1&a=2&&b=3", $out);
var_dump($out);
--EXPECT--
array(0) {
}
array(2) {
  ["a"]=>
  string(1) "2"
  ["b"]=>
  string(1) "3"
}
