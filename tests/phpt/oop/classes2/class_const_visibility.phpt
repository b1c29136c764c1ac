--TEST--
class constants with private and protected visibility
--FILE--
<?php
class A {
    private const PRIV = 'p';
    protected const PROT = 'q';
    public const PUB = 'r';
    static function all() { return [self::PRIV, static::PROT, self::PUB]; }
}
class B extends A { static function prot() { return parent::PROT; } static function priv() { return parent::PRIV; } }
echo implode(",", A::all()), " ", B::prot(), "\n";
try { echo A::PRIV; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo A::PROT; } catch (Error $e) { echo $e->getMessage(), "\n"; }
try { echo B::priv(); } catch (Error $e) { echo $e->getMessage(), "\n"; }
--EXPECT--
p,q,r q
Cannot access private constant A::PRIV
Cannot access protected constant A::PROT
Cannot access private constant A::PRIV
