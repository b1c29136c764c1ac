--TEST--
UnhandledMatchError message
--FILE--
<?php
try { echo match (5) { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { echo match ("str") { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { echo match (1.5) { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { echo match (null) { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { echo match ([1]) { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
try { echo match (false) { 1 => 'a' }; } catch (\UnhandledMatchError $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
Unhandled match case 5
Unhandled match case 'str'
Unhandled match case 1.5
Unhandled match case NULL
Unhandled match case of type array
Unhandled match case false
