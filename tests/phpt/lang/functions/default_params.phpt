--TEST--
Default parameter values
--FILE--
<?php
function greet($name = "World", $punct = "!") { return "Hello, $name$punct"; }
echo greet(), "\n", greet("Ann"), "\n", greet("Bob", "?"), "\n";
function arr($a = [1, 2], $n = null, $c = PHP_INT_MAX, $e = 2 * 3) { var_dump($a, $n, $c, $e); }
arr();
--EXPECT--
Hello, World!
Hello, Ann!
Hello, Bob?
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
NULL
int(9223372036854775807)
int(6)
