--TEST--
a callback may return an object with __toString
--FILE--
<?php
class S { function __construct(private string $s) {} function __toString(): string { return "S(" . $this->s . ")"; } }
ob_start(fn($b) => new S($b));
echo "x";
ob_end_flush();
echo "\n";
--EXPECT--
S(x)
