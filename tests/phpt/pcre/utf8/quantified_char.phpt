--TEST--
quantifiers apply to whole characters
--FILE--
<?php
var_dump(preg_match('/^é{2}$/u', 'éé'));
var_dump(preg_match('/^é{2}$/', 'éé'));
--EXPECT--
int(1)
int(0)
