--TEST--
range() exceeding the maximum size
--FILE--
<?php
try { range(0, PHP_INT_MAX); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
The supplied range exceeds the maximum array size: start=0 end=9223372036854775807
