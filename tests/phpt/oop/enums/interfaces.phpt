--TEST--
enums implementing interfaces
--FILE--
<?php
interface HasColor { public function color(): string; }
enum Suit: string implements HasColor {
    case Hearts = 'H'; case Spades = 'S';
    public function color(): string { return match($this) { self::Hearts => 'Red', self::Spades => 'Black' }; }
}
foreach (Suit::cases() as $c) echo $c->name, " ", $c->color(), "\n";
var_dump(Suit::Hearts instanceof HasColor);
$i = class_implements(Suit::Hearts); ksort($i); print_r($i);
--EXPECT--
Hearts Red
Spades Black
bool(true)
Array
(
    [BackedEnum] => BackedEnum
    [HasColor] => HasColor
    [UnitEnum] => UnitEnum
)
