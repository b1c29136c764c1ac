--TEST--
count on a non-array throws
--FILE--
<?php
try { count(5); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { count(null); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
count(): Argument #1 ($value) must be of type Countable|array, int given
count(): Argument #1 ($value) must be of type Countable|array, null given
