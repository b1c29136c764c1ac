--TEST--
sprintf argument errors
--FILE--
<?php
try { sprintf("%d %d", 1); } catch (ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { sprintf('%0$s', 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { sprintf("%z", 1); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
3 arguments are required, 2 given
Argument number specifier must be greater than zero and less than 2147483647
Unknown format specifier "z"
