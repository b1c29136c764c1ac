--TEST--
enums implementing interfaces through reflection
--FILE--
<?php
interface HasLabel { public function label(): string; }
enum Size: string implements HasLabel { case S = 's'; case L = 'l'; public function label(): string { return strtoupper($this->value); } public static function default(): self { return self::S; } }
$r = new ReflectionEnum(Size::class);
var_dump($r->implementsInterface('HasLabel'), $r->implementsInterface('BackedEnum'), $r->implementsInterface('UnitEnum'));
foreach ($r->getCases() as $c) echo $c->getValue()->label(), ' ', $c->getBackingValue(), "\n";
echo (new ReflectionMethod(Size::class, 'default'))->invoke(null)->name, "\n";
var_dump($r->getCase('L')->getEnum()->getName());
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
S s
L l
S
string(4) "Size"
