--TEST--
static methods and constants in interface implemented by enum
--FILE--
<?php
interface Lister { public static function names(): array; }
enum Color: string implements Lister {
    case Red = 'r'; case Green = 'g';
    public static function names(): array { return array_column(self::cases(), 'name'); }
    public static function values(): array { return array_column(self::cases(), 'value', 'name'); }
}
print_r(Color::names()); print_r(Color::values());
--EXPECT--
Array
(
    [0] => Red
    [1] => Green
)
Array
(
    [Red] => r
    [Green] => g
)
