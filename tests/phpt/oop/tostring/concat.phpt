--TEST--
__toString in concatenation, interpolation and echo
--FILE--
<?php
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
$o = new S('abc');
echo $o, "\n";
echo 'x' . $o . 'y', "\n";
echo "in {$o} and $o\n";
$t = 'pre-'; $t .= $o; echo $t, "\n";
print $o; echo "\n";
printf("%s|%5s|%-5s|\n", $o, $o, $o);
echo sprintf('%s', $o), "\n";
--EXPECT--
abc
xabcy
in abc and abc
pre-abc
abc
abc|  abc|abc  |
abc
