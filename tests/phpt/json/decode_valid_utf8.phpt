--TEST--
valid UTF-8 passes through
--FILE--
<?php
var_dump(json_decode("\"é€😀\u{10FFFF}\""), json_decode("[\"日本\"]", true));
--EXPECT--
string(13) "é€😀􏿿"
array(1) {
  [0]=>
  string(6) "日本"
}
