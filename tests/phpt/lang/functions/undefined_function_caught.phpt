--TEST--
Calling an undefined function throws Error
--FILE--
<?php
try { nope(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
$name = 'alsoNope';
try { $name(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Call to undefined function nope()
Call to undefined function alsoNope()
