--TEST--
Spreading a non-iterable throws
--FILE--
<?php
try { $x = [...5]; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECTF--

Fatal error: Only arrays and Traversables can be unpacked in %s on line 2
