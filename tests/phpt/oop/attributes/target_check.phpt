--TEST--
newInstance checks the attribute target
--FILE--
<?php
#[Attribute(Attribute::TARGET_METHOD)]
class OnlyMethod {}
#[Attribute(Attribute::TARGET_CLASS | Attribute::TARGET_FUNCTION)]
class ClassOrFn {}
#[OnlyMethod] class C { #[ClassOrFn] public function m() {} #[OnlyMethod] public $p; }
try { (new ReflectionClass('C'))->getAttributes()[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionMethod('C', 'm'))->getAttributes()[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { (new ReflectionProperty('C', 'p'))->getAttributes()[0]->newInstance(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
?>
--EXPECT--
Attribute "OnlyMethod" cannot target class (allowed targets: method)
Attribute "ClassOrFn" cannot target method (allowed targets: class, function)
Attribute "OnlyMethod" cannot target property (allowed targets: method)
