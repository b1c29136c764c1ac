<?php
namespace Acme\Support;

trait Greets
{
    public function greet(): string
    {
        return 'Hello, ' . $this->name . ' (' . __TRAIT__ . ' in ' . self::class . ')';
    }
}
