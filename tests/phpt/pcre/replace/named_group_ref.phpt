--TEST--
named groups are referenced by number in replacements
--FILE--
<?php
var_dump(preg_replace('/(?<first>\w+) (?<last>\w+)/', '$2, $1', 'Ada Lovelace'));
--EXPECT--
string(13) "Lovelace, Ada"
