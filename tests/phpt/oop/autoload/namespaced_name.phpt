--TEST--
autoloaders receive the fully qualified name without a leading backslash
--FILE--
<?php
namespace App\Sub;
spl_autoload_register(function ($c) { echo "load: $c\n"; });
class_exists('App\Sub\Thing');
class_exists('\Leading\Slash');
try { new Other; } catch (\Error $e) { echo $e->getMessage(), "\n"; }
try { \Full\Q::x(); } catch (\Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
load: App\Sub\Thing
load: Leading\Slash
load: App\Sub\Other
Class "App\Sub\Other" not found
load: Full\Q
Class "Full\Q" not found
