--TEST--
global keyword imports globals
--FILE--
<?php
$g = 1;
function inc() { global $g; $g++; }
inc(); inc();
var_dump($g);
function makeGlobal() { global $newG; $newG = "created"; }
makeGlobal();
var_dump($newG);
--EXPECT--
int(3)
string(7) "created"
