--TEST--
the autoload flag of class_exists and friends
--FILE--
<?php
spl_autoload_register(function ($c) { echo "autoload($c)\n"; if ($c === 'Lazy') { eval('class Lazy {}'); } });
var_dump(class_exists('Ghost', false));
var_dump(class_exists('Ghost'));
var_dump(interface_exists('GhostI'));
var_dump(trait_exists('GhostT', false), enum_exists('GhostE'));
var_dump(class_exists('Lazy'), class_exists('Lazy'));
--EXPECT--
bool(false)
autoload(Ghost)
bool(false)
autoload(GhostI)
bool(false)
autoload(GhostE)
bool(false)
bool(false)
autoload(Lazy)
bool(true)
bool(true)
