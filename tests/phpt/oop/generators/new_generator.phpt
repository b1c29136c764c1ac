--TEST--
generator: new Generator is not allowed
--FILE--
<?php
try { $g = new Generator(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
The "Generator" class is reserved for internal use and cannot be manually instantiated
