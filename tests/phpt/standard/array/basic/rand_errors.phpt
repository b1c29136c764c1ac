--TEST--
array_rand() errors
--FILE--
<?php
try { array_rand([]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { array_rand([1], 2); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { array_rand([1], 0); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
array_rand(): Argument #1 ($array) cannot be empty
array_rand(): Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)
array_rand(): Argument #2 ($num) must be between 1 and the number of elements in argument #1 ($array)
