--TEST--
Heredoc used as a function argument and in arrays
--FILE--
<?php
$arr = [<<<A
one
A, <<<B
two
B];
var_dump($arr);
echo strlen(<<<C
abc
C), "\n";
--EXPECT--
array(2) {
  [0]=>
  string(3) "one"
  [1]=>
  string(3) "two"
}
3
