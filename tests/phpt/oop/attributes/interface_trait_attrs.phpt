--TEST--
attributes on interfaces, traits and enums
--FILE--
<?php
#[Attribute] class Meta { public function __construct(public $v) {} }
#[Meta('iface')] interface I {}
#[Meta('trait')] trait T { #[Meta('trait method')] public function tm() {} }
#[Meta('enum')] enum E { case A; }
class UsesT { use T; }
foreach (['I', 'T', 'E'] as $n) echo $n, ' ', (new ReflectionClass($n))->getAttributes()[0]->newInstance()->v, "\n";
echo (new ReflectionMethod('UsesT', 'tm'))->getAttributes()[0]->newInstance()->v, "\n";
var_dump(count((new ReflectionClass('UsesT'))->getAttributes()));
?>
--EXPECT--
I iface
T trait
E enum
trait method
int(0)
