--TEST--
case folding of non-ASCII letters with /iu
--FILE--
<?php
var_dump(preg_match('/É/iu', 'é'));
var_dump(preg_match('/É/i', 'é'));
var_dump(preg_match('/straße/iu', 'STRAßE'));
--EXPECT--
int(1)
int(0)
int(1)
