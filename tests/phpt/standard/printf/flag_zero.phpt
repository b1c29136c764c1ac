--TEST--
sprintf 0 flag pads with zeros
--FILE--
<?php
var_dump(sprintf('%05d', 42));
var_dump(sprintf('%05d', -42));
var_dump(sprintf('%08.3f', 3.14159));
var_dump(sprintf('%08.3f', -3.14159));
var_dump(sprintf('%05s', 'ab'));
var_dump(sprintf('%-05s', 'ab'));
--EXPECT--
string(5) "00042"
string(5) "-0042"
string(8) "0003.142"
string(8) "-003.142"
string(5) "000ab"
string(5) "ab000"
