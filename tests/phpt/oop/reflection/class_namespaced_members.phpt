--TEST--
namespaced classes and functions
--FILE--
<?php
namespace Vendor\Pkg;
interface Contract {}
class Impl implements Contract { public function run(Contract $c): Contract { return $c; } }
function helper(Impl $i) {}
$r = new \ReflectionClass(Impl::class);
var_dump($r->getInterfaceNames());
$m = $r->getMethod('run');
var_dump($m->getParameters()[0]->getType()->getName(), $m->getReturnType()->getName());
var_dump($m->getNamespaceName(), $m->inNamespace(), $m->getShortName());
$f = new \ReflectionFunction('Vendor\Pkg\helper');
var_dump($f->getName(), $f->getShortName(), $f->getParameters()[0]->getType()->getName());
?>
--EXPECT--
array(1) {
  [0]=>
  string(19) "Vendor\Pkg\Contract"
}
string(19) "Vendor\Pkg\Contract"
string(19) "Vendor\Pkg\Contract"
string(0) ""
bool(false)
string(3) "run"
string(17) "Vendor\Pkg\helper"
string(6) "helper"
string(15) "Vendor\Pkg\Impl"
