--TEST--
mt_rand argument errors
--FILE--
<?php
try { mt_rand(10, 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { mt_rand(1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { mt_rand("a", 2); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
mt_rand(): Argument #2 ($max) must be greater than or equal to argument #1 ($min)
mt_rand() expects exactly 2 arguments, 1 given
mt_rand(): Argument #1 ($min) must be of type int, string given
