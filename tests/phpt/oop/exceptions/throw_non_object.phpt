--TEST--
Throwing a non-Throwable is an Error
--FILE--
<?php
try { throw new stdClass; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { $x = 'str'; throw $x; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { throw null; } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Cannot throw objects that do not implement Throwable
Can only throw objects
Can only throw objects
