--TEST--
getMethods order: own, inherited, interfaces
--FILE--
<?php
interface I { function im(); }
class A { function fa() {} private function pfa() {} static function sfa() {} protected function prot() {} }
abstract class B extends A implements I { function __construct() {} function fb() {} function fa() {} }
foreach ((new ReflectionClass('B'))->getMethods() as $m) echo $m->class, '::', $m->name, "\n";
echo "--\n";
foreach ((new ReflectionClass('A'))->getMethods() as $m) echo $m->class, '::', $m->name, "\n";
?>
--EXPECT--
B::__construct
B::fb
B::fa
A::sfa
A::prot
I::im
--
A::fa
A::pfa
A::sfa
A::prot
