--TEST--
conditional groups
--FILE--
<?php
$p = '/^(<)?\w+(?(1)>)$/';
var_dump(preg_match($p, '<a>'), preg_match($p, 'a'), preg_match($p, '<a'));
--EXPECT--
int(1)
int(1)
int(0)
