--TEST--
str_getcsv doubled and escaped quotes
--FILE--
<?php
var_dump(str_getcsv('"a ""quoted"" word","x\"y",z'));
--EXPECT--
array(3) {
  [0]=>
  string(15) "a "quoted" word"
  [1]=>
  string(4) "x\"y"
  [2]=>
  string(1) "z"
}
