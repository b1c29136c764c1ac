--TEST--
strict_types rejects objects for string parameters
--FILE--
<?php
declare(strict_types=1);
class S { function __construct(public $s = "str") {} function __toString(): string { return $this->s; } }
function g(string $s) { return $s; }
try { echo g(new S('x')), "\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { echo strlen(new S('x')), "\n"; } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
echo 'concat ' . new S('ok'), "\n";
--EXPECTF--
g(): Argument #1 ($s) must be of type string, S given, called in %s on line 5
strlen(): Argument #1 ($string) must be of type string, S given
concat ok
