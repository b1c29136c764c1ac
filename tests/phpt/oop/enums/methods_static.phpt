--TEST--
enum instance and static methods, and traits without properties
--FILE--
<?php
trait Describes { public function describe(): string { return static::class . "::" . $this->name; } }
enum Dir { use Describes;
    case Up; case Down;
    public function opposite(): self { return $this === self::Up ? self::Down : self::Up; }
    public static function fromChar(string $c): self { return $c === 'u' ? self::Up : self::Down; }
}
echo Dir::Up->opposite()->describe(), " ", Dir::fromChar('u')->name, "\n";
--EXPECT--
Dir::Down Up
