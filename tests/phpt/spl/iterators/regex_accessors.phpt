--TEST--
RegexIterator getters and setters
--FILE--
<?php
$it = new RegexIterator(new ArrayIterator([]), '/x/');
var_dump($it->getMode(), $it->getFlags(), $it->getPregFlags(), $it->getRegex());
$it->setMode(RegexIterator::SPLIT); $it->setFlags(1); $it->setPregFlags(2);
var_dump($it->getMode(), $it->getFlags(), $it->getPregFlags());
try { $it->setMode(9); } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }
?>
--EXPECT--
int(0)
int(0)
int(0)
string(3) "/x/"
int(3)
int(1)
int(2)
ValueError: RegexIterator::setMode(): Argument #1 ($mode) must be RegexIterator::MATCH, RegexIterator::GET_MATCH, RegexIterator::ALL_MATCHES, RegexIterator::SPLIT, or RegexIterator::REPLACE
