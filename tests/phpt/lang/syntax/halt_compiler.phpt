--TEST--
__halt_compiler stops compilation
--FILE--
<?php
echo "before\n";
__halt_compiler();
this is not php at all { ( 
--EXPECT--
before
