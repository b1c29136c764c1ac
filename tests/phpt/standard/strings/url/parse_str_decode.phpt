--TEST--
parse_str decodes keys and values
--FILE--
<?php
parse_str("k%20ey=v%26al&%61=%62&plus=a+b&empty=&noval&=x", $out);
var_dump($out);
--EXPECT--
array(5) {
  ["k_ey"]=>
  string(4) "v&al"
  ["a"]=>
  string(1) "b"
  ["plus"]=>
  string(3) "a b"
  ["empty"]=>
  string(0) ""
  ["noval"]=>
  string(0) ""
}
