--TEST--
Calling a conditional function before it is declared
--FILE--
<?php
if (false) { function never_declared() {} }
try { never_declared(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to undefined function never_declared()
