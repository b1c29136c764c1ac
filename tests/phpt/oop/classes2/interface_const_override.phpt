--TEST--
interface constants: overriding in implementing classes (8.1+ allowed)
--FILE--
<?php
interface I { const X = 'i'; }
class A implements I { const X = 'a'; }
echo I::X, A::X, "\n";
interface J { final const Y = 1; }
echo J::Y, "\n";
--EXPECT--
ia
1
