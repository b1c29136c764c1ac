--TEST--
sprintf with too few arguments throws
--FILE--
<?php
try { sprintf("%d %d", 1); } catch (\ArgumentCountError $e) { echo $e->getMessage(), "\n"; }
try { sprintf("%z", 1); } catch (\ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
3 arguments are required, 2 given
Unknown format specifier "z"
