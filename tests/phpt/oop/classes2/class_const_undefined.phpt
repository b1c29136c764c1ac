--TEST--
undefined class constant messages
--FILE--
<?php
class A { const X = 1; }
try { echo A::Y; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
try { echo Nope::Y; } catch (Error $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
$n = 'A';
echo $n::X, "\n";
echo constant('A::X'), "\n";
try { constant('A::Z'); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Error: Undefined constant A::Y
Error: Class "Nope" not found
1
1
Undefined constant A::Z
