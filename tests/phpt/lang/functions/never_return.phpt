--TEST--
never return type must not return
--FILE--
<?php
function n(): never { echo "called\n"; }
try { n(); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
called
n(): never-returning function must not implicitly return
