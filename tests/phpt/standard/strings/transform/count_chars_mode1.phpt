--TEST--
count_chars mode 1
--FILE--
<?php
var_dump(count_chars("abca", 1));
--EXPECT--
array(3) {
  [97]=>
  int(2)
  [98]=>
  int(1)
  [99]=>
  int(1)
}
