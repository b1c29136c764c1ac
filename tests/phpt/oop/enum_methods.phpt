--TEST--
enum methods and constants
--FILE--
<?php
enum N: int { case One = 1; case Two = 2; const DEFAULT = self::One; function double(): int { return $this->value * 2; } }
echo N::Two->double(), ' ', N::DEFAULT->name, "\n";
--EXPECT--
4 One
