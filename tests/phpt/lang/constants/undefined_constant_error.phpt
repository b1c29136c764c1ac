--TEST--
Using an undefined constant throws Error
--FILE--
<?php
try { echo UNDEFINED_THING; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Undefined constant "UNDEFINED_THING"
