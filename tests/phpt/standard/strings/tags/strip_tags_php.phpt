--TEST--
strip_tags removes php blocks
--FILE--
<?php
var_dump(strip_tags("a<?php echo '>'; ?>b"), strip_tags("x<? if (a > b) ?>y"), strip_tags("<?xml version=\"1.0\"?><r>t</r>"));
--EXPECT--
string(2) "ab"
string(2) "xy"
string(1) "t"
