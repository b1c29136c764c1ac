--TEST--
enum constants, including constants aliasing cases
--FILE--
<?php
enum Size: string {
    case Small = 's'; case Large = 'l';
    const DEFAULT = self::Small;
    const LABEL = 'size';
    public static function default(): self { return self::DEFAULT; }
}
var_dump(Size::DEFAULT, Size::LABEL, Size::default() === Size::Small);
var_dump(constant('Size::Large'));
--EXPECT--
enum(Size::Small)
string(4) "size"
bool(true)
enum(Size::Large)
