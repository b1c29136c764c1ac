--TEST--
UnhandledMatchError with a long string subject
--FILE--
<?php
try { echo match (str_repeat("x", 30)) { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { echo match ("it's") { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Unhandled match case 'xxxxxxxxxxxxxxx...'
Unhandled match case 'it's'
