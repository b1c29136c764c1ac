<?php
namespace Acme\Model;

class User extends Entity implements \JsonSerializable
{
    use \Acme\Support\Greets;

    public function __construct(public string $name) {}

    public function jsonSerialize(): array
    {
        return ['type' => static::class, 'name' => $this->name];
    }
}
