--TEST--
argument errors
--FILE--
<?php
try { preg_grep('/a/', 'a'); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { preg_grep('/a/'); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
preg_grep(): Argument #2 ($array) must be of type array, string given
preg_grep() expects at least 2 arguments, 1 given
