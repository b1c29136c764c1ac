--TEST--
with arrays of patterns and subjects, each subject gets every pattern first
--FILE--
<?php
var_dump(preg_replace_callback(['/a/', '/b/'], function ($m) { echo $m[0]; return '.'; }, ['ab', 'ba']));
echo "\n";
--EXPECT--
ababarray(2) {
  [0]=>
  string(2) ".."
  [1]=>
  string(2) ".."
}
